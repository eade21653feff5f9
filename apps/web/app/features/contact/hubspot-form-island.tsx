import { Island } from '~/islands/island';
import { useRootData } from '~/lib/root-data';
import { HubspotForm, type HubspotEmbed } from './hubspot-form';

/** The provider's form on a page: an island that knows the response's CSP nonce for the script it adds. */
export function HubspotFormIsland({ embed }: { embed: HubspotEmbed }) {
  const nonce = useRootData()?.nonce;
  return <Island name="hubspot-form" component={HubspotForm} props={{ embed, nonce }} />;
}
