/** Every admin URL while `ADMIN_PASSWORD` is unset: HTTP 404, nothing about an inbox. */
export default function AdminNotFound() {
  return (
    <main className="container section">
      <h1>404</h1>
      <p>serve error</p>
    </main>
  );
}
