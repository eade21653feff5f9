import { adminMeta, BlogScreen } from '~/features/admin';

export const meta = () => adminMeta('Blog');

export default function AdminBlogScreenRoute() {
  return <BlogScreen />;
}
