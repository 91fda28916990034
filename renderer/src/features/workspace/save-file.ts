// Until the pages import it from api/ (issue 23: no bridge calls outside api/).
export { saveWorkspaceFile } from '../../api/save-file';
