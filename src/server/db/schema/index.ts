export * from './agenda';
export * from './auth';
export * from './enums';
export * from './notifications';
export * from './rollups';
export * from './studio';
export * from './system';
export * from './work';
