// PLACEHOLDER: replaced by the screen's real implementation.
import { Outlet } from 'react-router';

export default function Placeholder() {
  return <Outlet />;
}
