// Docusaurus's announcement bar: a notice above the navbar on every page. Drawn with the navbar (a
// sibling more in <body> would renumber React's ids in every page).
import type { ThemeSite } from './types.js';

export const DISMISSED = 'docsgen-announcement-dismissed';

/** Closing the bar hides it and remembers its id (a new id shows again). */
function closeScript(id: string): string {
  return `(function(){var b=document.currentScript.previousElementSibling;b.querySelector('.announcement-close').addEventListener('click',function(){document.documentElement.dataset.announcementDismissed='';try{localStorage.setItem(${JSON.stringify(DISMISSED)},${JSON.stringify(id)})}catch(e){}})})()`;
}

export function AnnouncementBar({ bar }: { bar: NonNullable<ThemeSite['announcementBar']> }) {
  return (
    <>
      <div
        className="announcement-bar"
        role="banner"
        style={{ ...(bar.backgroundColor && { backgroundColor: bar.backgroundColor }), ...(bar.textColor && { color: bar.textColor }) }}
      >
        <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
        {bar.isCloseable ? (
          <button type="button" className="announcement-close" aria-label="Close">
            ×
          </button>
        ) : null}
      </div>
      {bar.isCloseable ? <script dangerouslySetInnerHTML={{ __html: closeScript(bar.id) }} /> : null}
    </>
  );
}
