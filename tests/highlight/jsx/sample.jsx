// sample.jsx: React with JSX
import React, { useState, useEffect, useMemo } from 'react';
import PropTypes from 'prop-types';

/* A post list with search */
export function PostList({ posts = [], pageSize = 10, onSelect }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);

  useEffect(() => {
    document.title = `Posts (${posts.length})`;
  }, [posts.length]);

  const visible = useMemo(() => posts
    .filter((p) => p.title.toLowerCase().includes(query.toLowerCase()))
    .slice(page * pageSize, (page + 1) * pageSize), [posts, query, page, pageSize]);

  if (!posts.length) return <p className="empty">No posts yet.</p>;

  return (
    <section className="posts" data-count={visible.length}>
      <h1>Posts &amp; notes</h1>
      <input
        type="search"
        value={query}
        placeholder="Search…"
        onChange={(e) => { setQuery(e.target.value); setPage(0); }}
        disabled={false}
      />
      <ul>
        {visible.map((post, i) => (
          <li key={post.id} className={i % 2 ? 'odd' : 'even'} onClick={() => onSelect?.(post)}>
            <a href={post.url}>{post.title}</a>
            {post.tags.length > 0 && <span className="tags">{post.tags.join(', ')}</span>}
            <time dateTime={post.date}>{new Date(post.date).toLocaleDateString()}</time>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={Math.ceil(posts.length / pageSize)} onChange={setPage} />
      <>
        <br />
        <Footer.Note text="fragment" {...{ small: true }} />
      </>
    </section>
  );
}

const Pager = ({ page, pages, onChange }) => (
  <nav aria-label="pagination">
    <button onClick={() => onChange(page - 1)} disabled={page === 0}>&larr; Prev</button>
    <span>{page + 1} / {pages}</span>
    <button onClick={() => onChange(page + 1)} disabled={page >= pages - 1}>Next &rarr;</button>
  </nav>
);

PostList.propTypes = {
  posts: PropTypes.arrayOf(PropTypes.shape({ id: PropTypes.string, title: PropTypes.string })),
  pageSize: PropTypes.number,
};

class ErrorBoundary extends React.Component {
  state = { error: null };
  static getDerivedStateFromError(error) { return { error }; }
  render() {
    return this.state.error ? <pre style={{ color: 'red' }}>{String(this.state.error)}</pre> : this.props.children;
  }
}

export default ErrorBoundary;
