import { HELP_URL, SUPPORT_URL } from '../../app/links';

export function Footer() {
  return (
    <footer className="folio-footer bp6-text-muted">
      <span>Folio © {new Date().getFullYear()}</span>
      <nav aria-label="Help" className="folio-footer-links">
        <a href={HELP_URL} target="_blank" rel="noreferrer">
          Help
        </a>
        <a href={SUPPORT_URL}>Contact Support</a>
      </nav>
    </footer>
  );
}
