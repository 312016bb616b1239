import { normalizeEmail } from '../email-address';
import type { CheckoutValues } from '../booking/checkout';

// Which realtor a checkout names: the one whose e-mail was given. The agents feature matches
// (or makes) an agent record by that e-mail, compared lower-case.

export interface NamedRealtor {
  name: string;
  /** Lower-case: the one spelling agents are matched by. */
  email: string;
  phone: string;
  agency: string;
}

type RealtorFields = Pick<
  CheckoutValues,
  'realtorFirstName' | 'realtorLastName' | 'realtorEmail' | 'realtorPhone' | 'realtorCompany'
>;

/** The realtor the checkout names, or null when no realtor e-mail was given. */
export function realtorNamed(checkout: RealtorFields): NamedRealtor | null {
  const email = normalizeEmail(checkout.realtorEmail ?? '');
  if (email === '') return null;
  const name = `${checkout.realtorFirstName.trim()} ${checkout.realtorLastName.trim()}`.trim();
  return {
    name: name === '' ? email : name,
    email,
    phone: checkout.realtorPhone.trim(),
    agency: checkout.realtorCompany.trim(),
  };
}

/** The checkout's realtor fields filled with an agent ("Book for a client"). */
export function realtorFieldsOf(agent: NamedRealtor): RealtorFields & { realtorAccess: 'yes' } {
  const [first = '', ...rest] = agent.name.split(' ');
  return {
    realtorAccess: 'yes',
    realtorFirstName: first,
    realtorLastName: rest.join(' '),
    realtorEmail: agent.email,
    realtorPhone: agent.phone,
    realtorCompany: agent.agency,
  };
}
