import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent, deviceLine, groupSecret, recoveryCodesText, relativeTime } from './format';

describe('security formatting', () => {
  it('groups a TOTP secret by 4, upper case, whatever spacing it came with', () => {
    expect(groupSecret('jbswy3dpehpk3pxp')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSW Y3DP-EHPK3PXPA')).toBe('JBSW Y3DP EHPK 3PXP A');
    expect(groupSecret('')).toBe('');
  });

  it('names a session by browser and system, leaving out what is unknown', () => {
    expect(deviceLine('Chrome', 'Linux')).toBe('Chrome em Linux');
    expect(deviceLine('Safari', '')).toBe('Safari');
    expect(deviceLine(' ', 'Android')).toBe('Android');
    expect(deviceLine('', null)).toBe('Navegador desconhecido');
  });

  it('says how long ago in Brazilian Portuguese, and the date after a month', () => {
    const now = Date.parse('2026-03-10T15:00:00Z');
    const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    expect(relativeTime(ago(20), now)).toBe('agora mesmo');
    expect(relativeTime(ago(5 * 60), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(3 * 3600), now)).toBe('há 3 horas');
    expect(relativeTime(ago(26 * 3600), now)).toBe('ontem');
    expect(relativeTime(ago(4 * 86400), now)).toBe('há 4 dias');
    expect(relativeTime('2026-01-05T15:00:00Z', now)).toBe('05/01/2026');
    expect(relativeTime(null, now)).toBe('—');
  });

  it('names a new passkey after the browser and system of the user agent', () => {
    const chromeLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    const edgeWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
    const safariIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const firefoxMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';
    const chromeAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    expect(deviceFromUserAgent(chromeLinux)).toBe('Chrome em Linux');
    expect(deviceFromUserAgent(edgeWindows)).toBe('Edge em Windows');
    expect(deviceFromUserAgent(safariIphone)).toBe('Safari em iPhone');
    expect(deviceFromUserAgent(firefoxMac)).toBe('Firefox em macOS');
    expect(deviceFromUserAgent(chromeAndroid)).toBe('Chrome em Android');
    expect(deviceFromUserAgent('curl/8.0')).toBe('Minha passkey');
  });

  it('writes the recovery codes file with the account and one code a line', () => {
    const text = recoveryCodesText(['abcde-fghij', 'klmno-pqrst'], 'ana@orbita.dev', new Date('2026-03-10T15:00:00Z'));
    expect(text).toContain('Conta: ana@orbita.dev');
    expect(text).toContain('Gerados em: 10/03/2026');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['abcde-fghij', 'klmno-pqrst']));
  });
});
