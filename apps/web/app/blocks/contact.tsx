import { ContactSection } from '~/features/contact';
import type { BlockViewProps } from './types';

/** The call to contact with the lead form (decision 047); its source names where each lead came from. */
export function ContactBlock({ block, data }: BlockViewProps<'contact'>) {
  const { eyebrow, title, text, source } = block.content;
  // Its id tells two forms on a page apart when a submission without JavaScript comes back with errors.
  return <ContactSection source={source} eyebrow={eyebrow} title={title} text={text} data={data} formKey={block.id} />;
}
