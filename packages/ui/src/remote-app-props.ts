/** What the shell passes to the `./App` a remote exposes: the URL prefix the remote's routes live under. */
export interface RemoteAppProps {
  basename: string;
}
