import { useState } from "react";

export function meta() {
  return [{ title: "Baseline" }];
}

export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Baseline</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}
