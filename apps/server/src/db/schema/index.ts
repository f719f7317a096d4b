export { users } from "./users";
