import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { HomePage } from '../../features/home/home-page';

export default function HomeRoute() {
  return <HomePage categoryMenu={<CategoryMenu variant="static" />} />;
}
