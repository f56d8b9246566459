// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-user-search.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-staff-user-search.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-staff-user-search.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-staff-user-search.json","title":"caption.staffUserSearch","type":"object","properties":{"text":{"title":"caption.searchText","type":"string","maxLength":100,"pattern":"\\S","messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.invalid","validCharacters":"field.invalid"},"validCharacters":true},"status":{"title":"caption.accountStatus","type":"string","enum":["1","2","3","4","5","6","7","8"],"messages":{"type":"field.invalid","enum":"field.invalid"},"validCharacters":true},"role":{"title":"caption.role","type":"string","pattern":"^[1-9][0-9]{0,3}$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true},"limit":{"title":"caption.limit","type":"string","pattern":"^[1-9][0-9]{0,5}$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true},"offset":{"title":"caption.offset","type":"string","pattern":"^(0|[1-9][0-9]{0,8})$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern3 = new RegExp("^[1-9][0-9]{0,3}$", "u");
const pattern5 = new RegExp("^[1-9][0-9]{0,5}$", "u");
const pattern7 = new RegExp("^(0|[1-9][0-9]{0,8})$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-staff-user-search.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "text") || (key0 === "status")) || (key0 === "role")) || (key0 === "limit")) || (key0 === "offset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.text !== undefined){
let data0 = data.text;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err1 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/pattern",keyword:"pattern",params:{pattern: "\\S"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(pattern1.test(data0)){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.status !== undefined){
let data1 = data.status;
if(!((((((((data1 === "1") || (data1 === "2")) || (data1 === "3")) || (data1 === "4")) || (data1 === "5")) || (data1 === "6")) || (data1 === "7")) || (data1 === "8"))){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema27.properties.status.enum}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.role !== undefined){
let data2 = data.role;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,3}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(pattern1.test(data2)){
const err9 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.limit !== undefined){
let data3 = data.limit;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err11 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,5}$"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(pattern1.test(data3)){
const err12 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.offset !== undefined){
let data4 = data.offset;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err14 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,8})$"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(pattern1.test(data4)){
const err15 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
