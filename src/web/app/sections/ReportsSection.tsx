import { MeiCard } from '../../features/mei/MeiCard';
import ReportsScreen from '../../features/reports/ReportsScreen';

/** Relatórios with the MEI meter. */
export default function ReportsSection() {
  return <ReportsScreen mei={<MeiCard />} />;
}
