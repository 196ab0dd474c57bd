// sample.tsx: React with TypeScript
import React, { useCallback, useState } from "react";

export interface Post {
  id: string;
  title: string;
  date: string;
  tags?: string[];
}

type Props = {
  posts: ReadonlyArray<Post>;
  onSelect?: (post: Post) => void;
  renderEmpty?: () => React.ReactNode;
};

enum Sort { Newest = "newest", Oldest = "oldest" }

export const PostTable: React.FC<Props> = ({ posts, onSelect, renderEmpty = () => <em>none</em> }) => {
  const [sort, setSort] = useState<Sort>(Sort.Newest);
  const sorted = [...posts].sort((a, b) =>
    sort === Sort.Newest ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date));
  const handleClick = useCallback((p: Post) => () => onSelect?.(p), [onSelect]);

  if (sorted.length === 0) return <>{renderEmpty()}</>;

  return (
    <table className="posts">
      <thead>
        <tr>
          <th onClick={() => setSort(sort === Sort.Newest ? Sort.Oldest : Sort.Newest)}>Date {sort}</th>
          <th>Title</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((p: Post) => (
          <tr key={p.id} onClick={handleClick(p)}>
            <td><time dateTime={p.date}>{p.date}</time></td>
            <td>{p.title}{p.tags?.length ? <small> ({p.tags.join(", ")})</small> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

function useToggle(initial = false): [boolean, () => void] {
  const [on, setOn] = useState<boolean>(initial);
  return [on, () => setOn((v) => !v)];
}

export default function App(): JSX.Element {
  const [dark, toggle] = useToggle();
  const posts: Post[] = [{ id: "1", title: "Hello", date: "2024-01-15", tags: ["intro"] }];
  return (
    <div className={dark ? "dark" : "light"}>
      <button type="button" onClick={toggle}>Toggle theme</button>
      <PostTable posts={posts} onSelect={(p) => console.log(p.id as string)} />
    </div>
  );
}
