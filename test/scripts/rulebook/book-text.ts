/** The text a reader sees: tags dropped, entities read, white space collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<title[\s\S]*?<\/title>|<desc[\s\S]*?<\/desc>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** One flow's picture, cut out of the book. */
export function flowPicture(html: string, flow: string): string {
  const start = html.indexOf(`aria-labelledby="flow--${flow}--picture-title`);
  if (start < 0) throw new Error(`no picture of flow ${flow}`);
  return html.slice(html.lastIndexOf('<svg', start), html.indexOf('</svg>', start) + '</svg>'.length);
}
