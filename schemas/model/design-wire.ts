import type { FormSchema } from '../types';

/**
 * The wire shapes of the visual development records (/api/visualdev/Base, server/modules/visualdev/): one
 * definition read by the server, which answers them, and by the designer, which calls them.
 */

/** One row of the design list (GET /api/visualdev/Base). */
export interface DesignListRow {
  id: string;
  fullName: string;
  enCode: string;
  type: number;
  webType: string;
  state: number;
  category: string | null;
  creatorUser: string;
  creatorTime: number | null;
  lastModifyTime: number | null;
}

/** A whole design (GET /api/visualdev/Base/{id}): the three designs as JSON values, not text. */
export interface DesignInfo {
  id: string;
  fullName: string;
  enCode: string;
  category: string | null;
  type: number;
  webType: string;
  state: number;
  description: string | null;
  sortCode: number;
  /** The form as stored: a checked page-schema form (JNPF designer JSON is converted on save). */
  formData: FormSchema | null;
  columnData: unknown;
  tables: unknown;
  version: number;
  creatorTime: number | null;
  lastModifyTime: number | null;
}

/** The reply of a publish (POST /api/visualdev/Base/{id}/Actions/Release). */
export interface ReleaseReply {
  modelId: string;
  menuId: string;
  version: number;
  created: boolean;
  /** The columns a republish added to the tables. */
  added: string[];
}

/**
 * A design as a file (OnlineDev {id}/Actions/ExportData, `<name>.json`): what a create of the same design elsewhere
 * takes (POST /api/visualdev/Base accepts it as its body; the id is ignored there).
 */
export type DesignExport = Pick<DesignInfo,
  'id' | 'fullName' | 'enCode' | 'category' | 'type' | 'webType' | 'description' | 'sortCode' | 'formData' | 'columnData' | 'tables'>;
