/** vnu-jar's main export is the path of the bundled vnu.jar. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
