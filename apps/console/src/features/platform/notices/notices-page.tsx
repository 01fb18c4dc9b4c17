import { NoticesList } from '../../../components/notices/notices-list';

export default function PlatformNoticesPage() {
  return <NoticesList side="admin" />;
}
