import { describe, expect, it } from 'vitest';
import { hubspotEmbedFor } from './integrations';

const configured = {
  contactConfig: null,
  integrations: {
    hubspotPortalId: '12345678',
    hubspotForms: { contact: 'a1b2c3d4-0000-4000-8000-000000000001', software: 'a1b2c3d4-0000-4000-8000-000000000002' },
  },
};

describe('hubspotEmbedFor', () => {
  it('returns the portal, the form and region na1 when both are configured', () => {
    expect(hubspotEmbedFor(configured, 'contact')).toEqual({
      portalId: '12345678',
      formId: 'a1b2c3d4-0000-4000-8000-000000000001',
      region: 'na1',
    });
    expect(hubspotEmbedFor(configured, 'software')?.formId).toBe('a1b2c3d4-0000-4000-8000-000000000002');
  });

  it('is null when settings, integrations, the portal or that form are missing', () => {
    expect(hubspotEmbedFor(undefined, 'contact')).toBeNull();
    expect(hubspotEmbedFor({ contactConfig: null }, 'contact')).toBeNull();
    expect(hubspotEmbedFor({ integrations: null }, 'contact')).toBeNull();
    expect(hubspotEmbedFor(configured, 'outsourcing')).toBeNull();
    expect(
      hubspotEmbedFor({ integrations: { hubspotForms: configured.integrations.hubspotForms } }, 'contact'),
    ).toBeNull();
    expect(hubspotEmbedFor({ integrations: { hubspotPortalId: ' ', hubspotForms: {} } }, 'contact')).toBeNull();
  });

  it('ignores values that are not ids, so nothing odd reaches the script', () => {
    const odd = (portal: string, form: string) => ({
      integrations: { hubspotPortalId: portal, hubspotForms: { contact: form } },
    });
    expect(hubspotEmbedFor(odd('123abc', 'form-1'), 'contact')).toBeNull();
    expect(hubspotEmbedFor(odd('123', '"><script>'), 'contact')).toBeNull();
  });
});
