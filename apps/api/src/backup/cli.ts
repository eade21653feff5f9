import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createS3Storage } from '../storage/s3-storage.js';
import { archiveSize, createBackup, RestoreError, restoreBackup } from './archive.js';

/**
 * `npm run backup [-- file]` and `npm run restore -- file`, against the configured database
 * (DATABASE_URL or the PGlite folder in DATA_DIR) and media (DATA_DIR/uploads, or the bucket
 * when STORAGE_DRIVER=s3).
 */
async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const s3 = config.storage.driver === 's3' ? createS3Storage(config.storage) : null;
  const uploads = s3 ?? config.uploadsDir;
  const where = config.storage.driver === 's3' ? `bucket ${config.storage.bucket}` : config.uploadsDir;
  try {
    await s3?.check();
    await database.migrate();
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
      const target = path.resolve(file ?? `backups/softhouse-${stamp}.tar.gz`);
      const manifest = await createBackup(database.db, uploads, target);
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      console.log(`Backup written to ${target} (${(archiveSize(target) / 1024 / 1024).toFixed(1)} MB): ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.uploads} files from ${where}`);
      if (manifest.missingUploads) console.warn(`Warning: ${manifest.missingUploads} files of media records were not found in ${where} and are not in the backup`);
    } else if (command === 'restore') {
      if (!file) throw new RestoreError('Usage: npm run restore -- <archive.tar.gz>');
      const manifest = await restoreBackup(database.db, uploads, path.resolve(file));
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      console.log(`Restored ${rows} rows and ${manifest.uploads} files (into ${where}) from a backup of ${manifest.createdAt}`);
    } else {
      throw new RestoreError('Usage: backup [file] | restore <file>');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RestoreError) console.error(error.message);
  else console.error('Failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
