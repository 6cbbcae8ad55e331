// tlsite's search: reads search.json (written by the build) on first use
// and searches every entry of every release, and with `search: true` every
// item, in the browser. No library, no service. Without JavaScript the box
// stays hidden. Down and Up move between the field and the results.
(() => {
  "use strict";
  const box = document.querySelector(".tl-search");
  if (!box || !window.fetch) return;
  const input = box.querySelector(".tl-search-input");
  const status = box.querySelector(".tl-search-status");
  const list = box.querySelector(".tl-search-results");
  const root = box.dataset.root || "";
  const shown = Number(box.dataset.max || 50);
  const plural = new Intl.PluralRules(document.documentElement.lang || "en");
  let entries = null;
  let loading = null;

  // search.json: t types, r releases [page, title, date], s sections
  // [release, type, anchor], e entries [section, text]; the n-th entry of a
  // section is the element ANCHOR-n of its release's page. With items: g
  // tags, i items [page, title, date, [tag], text].
  const load = () => loading || (loading = fetch(box.dataset.index)
    .then(response => { if (!response.ok) throw new Error(response.status); return response.json(); })
    .then(index => {
      const counts = new Array(index.s.length).fill(0);
      entries = index.e.map(([section, text]) => {
        const [release, type, anchor] = index.s[section];
        const [page, title, date] = index.r[release];
        counts[section] += 1;
        return { text, meta: title + " · " + index.t[type], href: root + page + "#" + anchor + "-" + counts[section],
                 words: (text + " " + title + " " + index.t[type]).toLocaleLowerCase() };
      }).concat((index.i || []).map(([page, title, date, tags, text]) => {
        const names = tags.map(tag => index.g[tag]);
        return { text: title, meta: [date].concat(names).filter(Boolean).join(" · "), href: root + page,
                 words: [title, date, text].concat(names).join(" ").toLocaleLowerCase() };
      }));
    }));

  // The status line in the page's words (data-* of the box); a count picks
  // its plural form by the page's language (data-count-one, -other, -few...).
  const say = (key, count) => {
    let form = box.dataset[key];
    if (form === undefined && count !== undefined) {
      const category = plural.select(count);
      form = box.dataset[key + category[0].toUpperCase() + category.slice(1)] ?? box.dataset[key + "Other"];
    }
    status.textContent = (form || "").replace("{count}", String(count));
  };

  const run = () => {
    const terms = input.value.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    list.replaceChildren();
    if (!terms.length) { status.textContent = ""; return; }
    if (!entries) {
      say("loading");
      load().then(run, () => say("failed"));
      return;
    }
    const found = entries.filter(entry => terms.every(term => entry.words.includes(term)));
    if (found.length) say("count", found.length); else say("none");
    for (const entry of found.slice(0, shown)) {
      const item = document.createElement("li");
      item.className = "tl-search-result";
      const link = document.createElement("a");
      link.href = entry.href;
      link.textContent = entry.text;
      const meta = document.createElement("span");
      meta.className = "tl-search-meta";
      meta.textContent = entry.meta;
      item.append(link, " ", meta);
      list.append(item);
    }
  };

  // Down from the field goes to the first result, Down and Up between
  // results, Up from the first back to the field; Enter follows a link.
  box.addEventListener("keydown", event => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = Array.from(list.querySelectorAll("a"));
    const at = links.indexOf(document.activeElement);
    if (!links.length || (at < 0 && document.activeElement !== input)) return;
    const next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
    (next < 0 ? input : links[next]).focus();
    event.preventDefault();
  });

  let timer = 0;
  input.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(run, 120); });
  input.addEventListener("focus", () => { load().catch(() => {}); }, { once: true });
  box.hidden = false;
})();
