import SectionPlaceholder from '../placeholder/SectionPlaceholder';

// Being built (issue 5); the section still opens.
export default function ExpensesScreen() {
  return <SectionPlaceholder section="expenses" />;
}
