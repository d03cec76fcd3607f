// A component reading wire fields itself instead of getting a view model.
export function NewsCard({ node }: { node: Record<string, unknown> & { field_title?: string } }) {
  const image = node['field_image'];
  return (
    <article>
      <h2>{node.field_title}</h2>
      {image ? <p>{String(image)}</p> : null}
    </article>
  );
}
