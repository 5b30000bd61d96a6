import { Outlet, ScrollRestoration } from 'react-router';
import { RouteError } from '../lib/ui/route-error.tsx';

export default function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export const RootError = RouteError;
