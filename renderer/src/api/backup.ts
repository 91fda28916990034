import { caller } from './call';

/** The network's workspace (labels, watches, cases) as a backup file (`workspace:backup-export`). */
export const exportBackup = caller('workspace:backup-export');
/** Restores a workspace backup file into the network (`workspace:backup-import`). */
export const importBackup = caller('workspace:backup-import');
