// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-audit-trail.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
import * as __runtime1 from "ajv-formats/dist/formats.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-staff-audit-trail.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-staff-audit-trail.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-staff-audit-trail.json","title":"caption.auditTrailFilter","type":"object","properties":{"staff":{"title":"caption.staffMember","type":"string","$ref":"#/definitions/printable-text","maxLength":100,"pattern":"\\S","messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.notOnlySpaces","validCharacters":"field.invalid"},"validCharacters":true},"user":{"title":"caption.user","type":"string","$ref":"#/definitions/printable-text","maxLength":100,"pattern":"\\S","messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.notOnlySpaces","validCharacters":"field.invalid"},"validCharacters":true},"from":{"title":"caption.fromDate","$ref":"#/definitions/date","messages":{"type":"field.invalid","format":"field.invalid","pattern":"field.invalid"}},"to":{"title":"caption.toDate","type":"string","$ref":"#/definitions/date","format":"date","formatMinimum":{"$data":"1/from"},"messages":{"type":"field.invalid","format":"field.invalid","pattern":"field.invalid","formatMinimum":"staff.audit.dateOrder"},"validCharacters":true},"limit":{"title":"caption.limit","type":"string","pattern":"^[1-9][0-9]{0,5}$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true},"offset":{"title":"caption.offset","type":"string","pattern":"^(0|[1-9][0-9]{0,8})$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{"printable-text":{"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}},"date":{"title":"caption.date","type":"string","format":"date","pattern":"^(19[0-9]{2}|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$","messages":{"required":"field.required","format":"field.invalid","pattern":"field.invalid"},"validCharacters":true}}};
const schema28 = {"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}};
const schema30 = {"title":"caption.date","type":"string","format":"date","pattern":"^(19[0-9]{2}|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$","messages":{"required":"field.required","format":"field.invalid","pattern":"field.invalid"},"validCharacters":true};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("\\S", "u");
const pattern6 = new RegExp("^(19[0-9]{2}|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$", "u");
const pattern11 = new RegExp("^[1-9][0-9]{0,5}$", "u");
const pattern13 = new RegExp("^(0|[1-9][0-9]{0,8})$", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const formats0 = (__runtime1.default?.fullFormats ?? __runtime1.fullFormats).date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-staff-audit-trail.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "staff") || (key0 === "user")) || (key0 === "from")) || (key0 === "to")) || (key0 === "limit")) || (key0 === "offset"))){
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
if(data.staff !== undefined){
let data0 = data.staff;
if(typeof data0 === "string"){
if(pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/staff",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/staff",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err3 = {instancePath:instancePath+"/staff",schemaPath:"#/properties/staff/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern1.test(data0)){
const err4 = {instancePath:instancePath+"/staff",schemaPath:"#/properties/staff/pattern",keyword:"pattern",params:{pattern: "\\S"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/staff",schemaPath:"#/properties/staff/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/staff",schemaPath:"#/properties/staff/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.user !== undefined){
let data1 = data.user;
if(typeof data1 === "string"){
if(pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/user",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/user",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(func2(data1) > 100){
const err9 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data1)){
const err10 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/pattern",keyword:"pattern",params:{pattern: "\\S"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.from !== undefined){
let data2 = data.from;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err13 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/date/pattern",keyword:"pattern",params:{pattern: "^(19[0-9]{2}|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0.validate(data2))){
const err14 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/date/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(pattern0.test(data2)){
const err15 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/date/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err16 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/date/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.to !== undefined){
let data3 = data.to;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err17 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/date/pattern",keyword:"pattern",params:{pattern: "^(19[0-9]{2}|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats0.validate(data3))){
const err18 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/date/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(pattern0.test(data3)){
const err19 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/date/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/date/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err21 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const vSchema0 = data && data.from;
if(vSchema0 !== undefined && ((typeof vSchema0 !== "string") || (formats0.compare(data3, vSchema0) < 0))){
const err22 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: vSchema0}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(pattern0.test(data3)){
const err23 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.limit !== undefined){
let data4 = data.limit;
if(typeof data4 === "string"){
if(!pattern11.test(data4)){
const err25 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,5}$"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(pattern0.test(data4)){
const err26 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.offset !== undefined){
let data5 = data.offset;
if(typeof data5 === "string"){
if(!pattern13.test(data5)){
const err28 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,8})$"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(pattern0.test(data5)){
const err29 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
