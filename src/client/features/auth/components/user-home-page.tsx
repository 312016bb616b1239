import { ComingSoon } from '../../../components/coming-soon';

export function UserHomePage() {
  return <ComingSoon title="Your Account" />;
}
