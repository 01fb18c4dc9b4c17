import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { useHomeData } from '../../features/home/api/get-home-data';
import { HomePage } from '../../features/home/home-page';

export default function HomeRoute() {
  // The menu's panels show each category's best seller and its shops from the home answer the page loads anyway.
  const { data } = useHomeData();
  return <HomePage categoryMenu={<CategoryMenu variant="static" highlights={data?.categoryFloors} />} />;
}
