import { OtherIncomesPanel } from '../../features/other-incomes/OtherIncomesPanel';
import PaymentsScreen from '../../features/payments/PaymentsScreen';

/** Financeiro with 'Outras receitas' under the session payments (issue 29). */
export default function PaymentsSection() {
  return <PaymentsScreen otherIncome={<OtherIncomesPanel />} />;
}
