import { Breadcrumb } from './breadcrumb';
import { Hamburger } from './hamburger';
import { NavbarRight } from './navbar-right';

/** Navbar of the classic layout: hamburger and breadcrumb, then the right-side tools. */
export function Navbar() {
  return (
    <header className="shell-navbar">
      <div className="shell-navbar__left">
        <Hamburger />
        <Breadcrumb />
      </div>
      <NavbarRight />
    </header>
  );
}
