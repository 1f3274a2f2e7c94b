// The /search page as the server renders it: a GET form that works without JavaScript (it reloads
// /search?q=…) and an empty results container that the search chunk fills.
export function SearchPage({ baseUrl = '/' }: { baseUrl?: string }) {
  return (
    <div className="search-page" data-search-page="">
      <h1 className="search-page-title" data-search-heading="">
        Search the documentation
      </h1>
      <form className="search-page-form" action={`${baseUrl}search`} method="get" role="search">
        <input
          className="search-page-input"
          type="search"
          name="q"
          aria-label="Search the documentation"
          placeholder="Search docs"
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
        />
        <button className="search-page-submit" type="submit">
          Search
        </button>
      </form>
      <div className="search-page-results" data-search-results="" aria-live="polite">
        <noscript>
          <p>
            Search results need JavaScript. You can also browse the documentation from the sidebar, or search with your favourite search
            engine.
          </p>
        </noscript>
      </div>
    </div>
  );
}
