import { promises as fs } from 'node:fs';
import { chunksNamedBy } from './compileHints';
import { htmlFiles } from './htmlFiles';

/**
 * Next names a page's script chunks in its head (`<script src async>`, and a low-priority
 * `<link rel=preload as=script>`), so the browser fetches all of the page's script alongside
 * its stylesheets (docs/benchmarks.md, "Script chunks after the first paint"). On a slow link
 * they share its bandwidth with the stylesheets the first paint waits for; on a fast one they
 * arrive before the first frame and are evaluated before it. Either way the first paint waits
 * for script the page does not need to be read.
 *
 * This rewrites each prerendered page so that one inline loader requests the same chunks,
 * async as before, once the first contentful paint is on screen: the text paints as soon as
 * HTML and CSS are there, and hydration starts one round trip later. A hidden page (a
 * background tab) paints nothing and loads them at once. Pages rendered per request keep
 * Next's tags.
 */

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/**
 * The loader's part that keeps what a visitor does before the page is live. Links and most
 * forms work from the HTML, but a client-side button (the phone menu, the language list) does
 * nothing until the page has hydrated and run its effects, and a form that works only through
 * its script (`data-needs-script`: the account forms, which send to the auth API) would post
 * the page to itself and lose what was typed. The loader lengthens that wait by the chunks'
 * download. So, in that wait:
 * - the last click on a `type=button` button is recorded, and the button clicked again once
 *   the page is live;
 * - a submit of a form marked `data-needs-script` is held (neither the browser nor React gets
 *   it: this listener comes before React's, on the same document), and the form submitted
 *   again, by the same button, once the page is live. React could handle it once it has
 *   hydrated the form, but before the form's effects and its browser-only values (the return
 *   path of `?next=`), which the submit needs. If a chunk cannot be fetched (the connection
 *   dropped after the HTML), the page never becomes live: the form's status then shows the
 *   sentence it carries for that (`data-no-script-message`), and what was typed stays;
 * - the address of the last link followed within the page (`#section`) is recorded and given
 *   back once the page is live, if the address bar has lost its fragment meanwhile: Next's
 *   router, as it hydrates, writes back the address it read when its script started, so a
 *   fragment followed in between stayed in the scroll but left the address bar. It is given
 *   back through `history.replaceState`, which the router then hears of.
 *
 * Two signs of progress are read, both outside the bundle:
 * - React marks the root it hydrates (Next's is the document) with an own property named
 *   `__reactContainer$` and a random suffix. From then on React handles a click on a button of
 *   its own, hydrating it first, so such a click is not recorded. A part loaded on demand
 *   (components/shared/onDemand) hears clicks through a listener its effect adds: until then,
 *   clicks in it are still recorded.
 * - Next's router replaces `history.pushState` in an effect (its documented support of the
 *   native History API). Effects run children first, and every page is inside the router: once
 *   `pushState` has changed, every effect of the hydrated page has run.
 */
const REPLAY_EARLY_ACTIONS =
  'var clicked=null,held=null,followed=null,failed=false,timer=0,nativePushState=history.pushState;' +
  'function live(){return history.pushState!==nativePushState}' +
  'function reactHolds(){return Object.keys(document).some(function(key){return key.indexOf("__reactContainer$")===0})}' +
  'function stop(){clearInterval(timer);document.removeEventListener("click",record,true);document.removeEventListener("submit",hold,true);removeEventListener("hashchange",follow)}' +
  'function wait(){timer=timer||setInterval(replay,50)}' +
  'function record(event){if(live())return stop();' +
  'var button=event.target.closest&&event.target.closest("button[type=button]");' +
  'if(!button||reactHolds()&&!button.closest(".on-demand"))return;' +
  'clicked=button;wait()}' +
  'function hold(event){if(live())return stop();' +
  'var form=event.target;if(!form.hasAttribute||!form.hasAttribute("data-needs-script"))return;' +
  'event.preventDefault();event.stopImmediatePropagation();held={form:form,by:event.submitter};tell();wait()}' +
  'function fail(){failed=true;tell()}' +
  'function tell(){var status=failed&&held&&held.form.querySelector("[data-no-script-message]");' +
  'if(status){status.textContent=status.getAttribute("data-no-script-message");status.setAttribute("data-failure","")}}' +
  'function follow(){if(live())return stop();followed=location.href;wait()}' +
  'function replay(){if(!live())return;stop();' +
  'var button=clicked,submit=held,address=followed;clicked=held=followed=null;' +
  'if(address&&location.href!==address&&location.href.split("#")[0]===address.split("#")[0])history.replaceState(null,"",address);' +
  'if(button&&button.isConnected)button.click();' +
  'if(submit&&submit.form.isConnected)submit.form.requestSubmit(submit.by&&submit.by.form===submit.form?submit.by:undefined)}' +
  'document.addEventListener("click",record,true);document.addEventListener("submit",hold,true);addEventListener("hashchange",follow);';

/**
 * When the loader starts the chunks: in the task after the browser reports the first
 * contentful paint. A frame callback is not late enough: the frame it precedes can be presented
 * (the paint's timestamp) after the task that follows it has run, so chunk requests
 * began before the paint Lighthouse observed, and its simulated LCP, which counts every
 * request that began before that paint, included all their download on some runs. Where the
 * browser has no paint entries, the task after the first frame; if a paint entry never comes,
 * after five seconds, so that a page is never left without its scripts.
 *
 * Each chunk is then requested in a task of its own. Inserting a script element is slow while
 * the page is traced (each request's initiator is recorded), and all of them in one task made a
 * long task (docs/benchmarks.md, "Script chunks after the first paint"), which Lighthouse
 * multiplies by its CPU slowdown and counts as blocking time right after the first paint.
 */
const AFTER_FIRST_PAINT =
  'var started=false;function start(){if(!started){started=true;chunks.forEach(function(src){setTimeout(add,0,src)})}}' +
  'var Observer=typeof PerformanceObserver=="function"&&PerformanceObserver;' +
  'if(document.hidden)chunks.forEach(add);' +
  'else if(Observer&&(Observer.supportedEntryTypes||[]).indexOf("paint")>=0){' +
  'new Observer(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});' +
  'setTimeout(start,5000)}' +
  'else requestAnimationFrame(start);';

/**
 * The inline script that loads `chunks` after the first paint (AFTER_FIRST_PAINT, or at once
 * in a hidden page), keeping meanwhile a tap on a client-side button and the submit of a form
 * that needs its script (REPLAY_EARLY_ACTIONS).
 */
export function chunkLoader(chunks: readonly string[]): string {
  // `<` escaped: the list sits inside a <script> element.
  const list = JSON.stringify(chunks).replace(/</g, '\\u003c');
  return (
    '(function(chunks){' +
    REPLAY_EARLY_ACTIONS +
    'function add(src){var s=document.createElement("script");s.src=src;s.async=true;s.onerror=fail;document.head.appendChild(s)}' +
    `${AFTER_FIRST_PAINT}})(${list})`
  );
}

/**
 * The page with its chunk scripts and script preloads replaced by one loader, where the
 * first of them was; `chunks` is how many it loads (0: the page had none, it is unchanged).
 */
export function loadChunksAfterFirstPaint(html: string): { html: string; chunks: number } {
  const chunks = [...new Set([...html.matchAll(CHUNK_PRELOAD), ...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]!))];
  if (!chunks.length) return { html, chunks: 0 };
  const first = Math.min(...[CHUNK_PRELOAD, CHUNK_SCRIPT].map((pattern) => html.search(pattern)).filter((at) => at >= 0));
  const placeholder = '\u0000chunk-loader\u0000';
  const stripped = `${html.slice(0, first)}${placeholder}${html.slice(first)}`.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, '');
  return { html: stripped.replace(placeholder, () => `<script>${chunkLoader(chunks)}</script>`), chunks: chunks.length };
}

/**
 * Rewrites every prerendered page under `appDirectory` (`.next/server/app`). Run before the
 * pages' policies are written: the loader is an inline script. Returns the number of pages
 * changed, and the script chunks all pages name (compileHints.ts marks the large ones), read
 * in the same pass so that each of the many prerendered pages (docs/benchmarks.md) is read
 * once for both.
 */
export async function loadPageChunksAfterFirstPaint(appDirectory: string): Promise<{ pages: number; chunksNamed: Set<string> }> {
  let pages = 0;
  const chunksNamed = new Set<string>();
  for await (const htmlPath of htmlFiles(appDirectory)) {
    const html = await fs.readFile(htmlPath, 'utf8');
    for (const chunk of chunksNamedBy(html)) chunksNamed.add(chunk);
    const page = loadChunksAfterFirstPaint(html);
    if (!page.chunks) continue;
    await fs.writeFile(htmlPath, page.html);
    pages += 1;
  }
  return { pages, chunksNamed };
}
