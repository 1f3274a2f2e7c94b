export function NotFound({ links }: { links: { label: string; href: string }[] }) {
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <p>
        We could not find the page you were looking for. It may have moved when the docs were reorganised, or the link that brought you here
        has a typo.
      </p>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
