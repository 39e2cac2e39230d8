import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../shared/PageSpinner';
import { FinanceMenu } from './FinanceMenu';
import { Footer } from './Footer';
import { MainMenu } from './MainMenu';
import { PageHeading } from './PageHeading';
import './layout.css';

/** Spec §2: main menu, finance menu, heading, content, footer. */
export function AppLayout() {
  return (
    <div className="folio-shell">
      <MainMenu />
      <FinanceMenu />
      <PageHeading />
      <main className="folio-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
