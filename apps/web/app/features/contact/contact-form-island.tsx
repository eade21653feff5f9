import { useActionData } from 'react-router';
import { Island } from '~/islands/island';
import { useRootData } from '~/lib/root-data';
import type { ContactActionData } from './contact-rules';
import { ContactForm, type ContactFormProps } from './contact-form';

/** The lead form on a page: an island with what the server knows (privacy link, a no-JavaScript answer). */
export function ContactFormIsland(props: Omit<ContactFormProps, 'privacyUrl' | 'actionData'>) {
  const privacyUrl = useRootData()?.shell.company.privacyPolicyUrl ?? null;
  const actionData = useActionData<ContactActionData>();
  return (
    <Island
      name="contact-form"
      component={ContactForm}
      props={{
        ...props,
        privacyUrl,
        ...(actionData?.form === (props.formKey ?? 'main') ? { actionData } : {}),
      }}
    />
  );
}
