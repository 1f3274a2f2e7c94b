import type { ThemeSite } from './types.js';
import { Icon } from './icons.js';

export function Footer({ site }: { site: ThemeSite }) {
  const f = site.footer;
  return (
    <footer className="footer">
      <div className="footer-inner">
        {f.logo ? (
          <a className="footer-logo" href={f.logo.href ?? '/'}>
            <img className="themed-light" src={f.logo.src} alt={f.logo.alt} height={32} />
            <img className="themed-dark" src={f.logo.srcDark ?? f.logo.src} alt={f.logo.alt} height={32} />
          </a>
        ) : null}
        {f.links.length > 0 ? (
          <div className="footer-links">
            {f.links.map((col) => (
              <div key={col.title} className="footer-col">
                <p className="footer-col-title">{col.title}</p>
                <ul>
                  {col.items.map((l, i) =>
                    'html' in l ? (
                      <li key={i} className="footer-html" dangerouslySetInnerHTML={{ __html: l.html }} />
                    ) : (
                      <li key={l.label}>
                        <a
                          href={l.to ?? l.href}
                          {...(l.className ? { className: l.className } : {})}
                          {...(l.ariaLabel ? { 'aria-label': l.ariaLabel } : {})}
                        >
                          {l.label}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        <ul className="footer-social">
          {f.social.map((s) => (
            <li key={s.href ?? s.to}>
              <a href={s.href ?? s.to} aria-label={s.ariaLabel ?? s.label} target="_blank" rel="noopener noreferrer">
                <Icon name={s.icon ?? 'rss'} size={22} />
              </a>
            </li>
          ))}
        </ul>
        {f.copyrightHtml !== undefined ? (
          <p className="footer-copyright" dangerouslySetInnerHTML={{ __html: f.copyrightHtml }} />
        ) : (
          <p className="footer-copyright">{f.copyright}</p>
        )}
      </div>
    </footer>
  );
}
