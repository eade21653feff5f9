/**
 * PGlite's packaged files (Postgres's share/ and lib/ folders, ICU's data) sit in its in-memory file system as
 * views of one 6.2 MB buffer, read whole at start and held for the life of the process. A server never reads
 * about 3.7 MB of them: what only initdb reads (the catalog's bootstrap file, the system views and the SQL
 * features), the build kit for extensions (pgxs), replication's modules and the modules converting UTF-8 to and
 * from other encodings (PGlite's server and this server's only client speak UTF-8). Those files are removed,
 * and each other file is given a copy of its own bytes, so no file holds the shared buffer. PGlite's start-up code
 * still does (a closure keeps the bundle it read), so the buffer is then detached (its memory moved to a copy
 * nothing keeps, which the next collection frees): 3.7 MB less in the server (decision 010). Postgres's data
 * folder is not among these files: it is a real folder, mounted elsewhere.
 */

/** The emscripten file system calls used here (all public: PGlite's `Module.FS`). */
export type PackagedFs = {
  readdir(path: string): string[];
  stat(path: string): { mode: number };
  isDir(mode: number): boolean;
  isFile(mode: number): boolean;
  readFile(path: string): Uint8Array;
  writeFile(path: string, data: Uint8Array, options?: { canOwn?: boolean }): void;
  unlink(path: string): void;
  chmod(path: string, mode: number): void;
  /** emscripten's node of a path; in its in-memory file system a file's bytes are `contents`. */
  lookupPath(path: string): { node: { contents?: unknown } };
};

/**
 * The folders of packaged files, in PGlite's file system: Postgres's and ICU's, and the few small files PGlite
 * writes around them (its stdin and stdout, the programs' stand-ins, a password file), also views of that buffer.
 */
const PACKAGED = ['/pglite/share', '/pglite/lib', '/pglite/icu', '/pglite/bin', '/pglite/pgstdin', '/pglite/pgstdout', '/pglite/locale-a', '/pglite/password', '/home'];

/** Packaged files a running server's Postgres never reads. */
const UNUSED = new RegExp(
  [
    // initdb's: the catalog's bootstrap, the SQL it runs after it, the configuration samples it copies.
    String.raw`^/pglite/share/postgresql/(postgres\.bki|information_schema\.sql|system_\w+\.sql|snowball_create\.sql|sql_features\.txt|errcodes\.txt|\w+\.conf\.sample|psqlrc\.sample)$`,
    // Building extensions, replication, and encoding conversions (UTF-8 to itself needs none).
    String.raw`^/pglite/lib/postgresql/(pgxs/.*|\w+_and_\w+\.so|libpqwalreceiver\.so|pgoutput\.so)$`,
    String.raw`^/pglite/icu/LICENSE$`,
  ].join('|'),
);

export function isUnusedPackagedFile(path: string): boolean {
  return UNUSED.test(path);
}

/** The buffer the packaged files are views of: the bundle PGlite read at start (none if this build differs). */
function sharedBundle(fs: PackagedFs): ArrayBuffer | undefined {
  try {
    const { contents } = fs.lookupPath(BUNDLED_FILE).node;
    return contents instanceof Uint8Array && contents.buffer instanceof ArrayBuffer && contents.buffer.byteLength > contents.byteLength ? contents.buffer : undefined;
  } catch {
    return undefined;
  }
}
/** Whether any file of the file system, outside the data folder and the devices, is still a view of `buffer`. */
function viewedAnywhere(fs: PackagedFs, buffer: ArrayBuffer): boolean {
  const views = (path: string): boolean => {
    if (SKIPPED.has(path)) return false;
    const { mode } = fs.stat(path);
    if (fs.isDir(mode)) return fs.readdir(path).some((name) => name !== '.' && name !== '..' && views(`${path === '/' ? '' : path}/${name}`));
    const { contents } = fs.lookupPath(path).node;
    return contents instanceof Uint8Array && contents.buffer === buffer;
  };
  return views('/');
}
/** Postgres's data folder (a real folder) and the devices: no packaged file is in them. */
const SKIPPED = new Set(['/pglite/data', '/dev', '/proc']);
/** A packaged file that is always there. */
const BUNDLED_FILE = '/pglite/share/postgresql/timezonesets/Default';

/**
 * Removes the unused packaged files, gives every other one its own copy of its bytes, and frees the bundle they
 * were views of.
 */
export function compactPackagedFiles(fs: PackagedFs): { removed: number; copied: number; freed: number } {
  const counts = { removed: 0, copied: 0, freed: 0 };
  const bundle = sharedBundle(fs);
  const visit = (path: string) => {
    let mode: number;
    try {
      mode = fs.stat(path).mode;
    } catch {
      return; // not in this build of PGlite
    }
    if (fs.isDir(mode)) {
      for (const name of fs.readdir(path)) if (name !== '.' && name !== '..') visit(`${path}/${name}`);
    } else if (fs.isFile(mode)) {
      if (isUnusedPackagedFile(path)) {
        fs.unlink(path);
        counts.removed++;
      } else {
        // readFile answers a new array of the file's length, which the file then owns. PGlite makes its programs'
        // stand-ins read-only: writable for the moment of the copy.
        const writable = (mode & 0o200) !== 0;
        if (!writable) fs.chmod(path, mode | 0o200);
        fs.writeFile(path, fs.readFile(path), { canOwn: true });
        if (!writable) fs.chmod(path, mode);
        counts.copied++;
      }
    }
  };
  for (const folder of PACKAGED) visit(folder);
  if (bundle && !viewedAnywhere(fs, bundle)) {
    // Every file now owns its bytes: transferring the bundle detaches it (PGlite's closure keeps an empty buffer), and
    // the copy it moved to is dropped at once.
    counts.freed = bundle.byteLength;
    structuredClone(bundle, { transfer: [bundle] });
  }
  return counts;
}
