import { ComingSoon } from '../../../components/coming-soon';

export function OrderFormPage() {
  return <ComingSoon title="Home Inspection" />;
}
