import { data } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <h1>Page not found</h1>;
}
