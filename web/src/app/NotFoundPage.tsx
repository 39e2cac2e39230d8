import { Link } from 'react-router-dom';
import { PageHeader } from '../shared/PageHeader';
import { paths } from './paths';

export function NotFoundPage() {
  return (
    <section>
      <PageHeader title="Page not found" description="There is no page at this address. It may have moved." />
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </section>
  );
}
