import { describe, expect, it } from 'vitest';
import { IP_PLACES, placeText } from '../../../schemas/ip-place';
import { ipPlace } from '../../../server/core/ip-place';

describe('IP place names', () => {
  it('are stored as JNPF writes them (zh) and shown in the reader language', () => {
    expect(ipPlace('127.0.0.1')).toBe('本地局域网');
    expect(ipPlace('192.168.3.4')).toBe(IP_PLACES.private.zh);
    expect(placeText(ipPlace('::1'), 'en')).toBe('Local network');
    expect(placeText(ipPlace('10.0.0.8'), 'zhtw')).toBe('內網IP');
    expect(placeText(ipPlace('8.8.8.8'), 'en')).toBe('Unknown');
  });

  it('leaves a real place name as stored, and nothing as nothing', () => {
    expect(placeText('上海', 'en')).toBe('上海');
    expect(placeText(null, 'en')).toBe('');
  });
});
