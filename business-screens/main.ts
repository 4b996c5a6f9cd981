// The web entry: the product's screens first (the router reads them when it is built), then the runtime.
import './register';
import '../runtime/app/main';
