import SectionPlaceholder from '../placeholder/SectionPlaceholder';

// Being built (issue 4); the section still opens.
export default function AgendaScreen() {
  return <SectionPlaceholder section="calendar" />;
}
