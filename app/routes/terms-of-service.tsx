export default function TermsOfService() {
  return <h1>TermsOfService</h1>;
}
