// Tables of the stage-three issue this file is named after; filled by that work.
export {};
