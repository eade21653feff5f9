import { ContactFormAndChannels } from '~/features/contact';
import type { BlockViewProps } from './types';

/** The contact page's form and channels (decision 047). */
export function ContactPageBlock({ block, data }: BlockViewProps<'contact-page'>) {
  const { formTitle, formText, channelsTitle, channelsText } = block.content;
  return <ContactFormAndChannels data={data} formTitle={formTitle} formText={formText} channelsTitle={channelsTitle} channelsText={channelsText} />;
}
