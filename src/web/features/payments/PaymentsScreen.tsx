import SectionPlaceholder from '../placeholder/SectionPlaceholder';

// Being built (issue 4); the section still opens.
export default function PaymentsScreen() {
  return <SectionPlaceholder section="payments" />;
}
