// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-user-search.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-staff-user-search.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-staff-user-search.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-staff-user-search.json","title":"caption.staffUserSearch","type":"object","properties":{"text":{"title":"caption.searchText","type":"string","maxLength":100,"pattern":"\\S","messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.notOnlySpaces","validCharacters":"field.invalid"},"validCharacters":true},"organization":{"title":"caption.organizationName","type":"string","maxLength":100,"pattern":"\\S","messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.notOnlySpaces","validCharacters":"field.invalid"},"validCharacters":true},"status":{"title":"caption.accountStatus","type":"string","enum":["1","2","3","4","5","6","7","8","locked"],"messages":{"type":"field.invalid","enum":"field.invalid"},"validCharacters":true},"role":{"title":"caption.role","type":"string","pattern":"^[1-9][0-9]{0,3}$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true},"sort":{"title":"caption.sort","type":"string","enum":["name","username","role","organization","status","registered"],"messages":{"type":"field.invalid","enum":"field.invalid"},"validCharacters":true},"order":{"title":"caption.order","type":"string","enum":["asc","desc"],"messages":{"type":"field.invalid","enum":"field.invalid"},"validCharacters":true},"limit":{"title":"caption.limit","type":"string","pattern":"^[1-9][0-9]{0,5}$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true},"offset":{"title":"caption.offset","type":"string","pattern":"^(0|[1-9][0-9]{0,8})$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern5 = new RegExp("^[1-9][0-9]{0,3}$", "u");
const pattern9 = new RegExp("^[1-9][0-9]{0,5}$", "u");
const pattern11 = new RegExp("^(0|[1-9][0-9]{0,8})$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-staff-user-search.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "text") || (key0 === "organization")) || (key0 === "status")) || (key0 === "role")) || (key0 === "sort")) || (key0 === "order")) || (key0 === "limit")) || (key0 === "offset"))){
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
if(data.organization !== undefined){
let data1 = data.organization;
if(typeof data1 === "string"){
if(func2(data1) > 100){
const err5 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/pattern",keyword:"pattern",params:{pattern: "\\S"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(pattern1.test(data1)){
const err7 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err8 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!(((((((((data2 === "1") || (data2 === "2")) || (data2 === "3")) || (data2 === "4")) || (data2 === "5")) || (data2 === "6")) || (data2 === "7")) || (data2 === "8")) || (data2 === "locked"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema27.properties.status.enum}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data2 === "string"){
if(pattern1.test(data2)){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.role !== undefined){
let data3 = data.role;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err12 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,3}$"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern1.test(data3)){
const err13 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.sort !== undefined){
let data4 = data.sort;
if(!((((((data4 === "name") || (data4 === "username")) || (data4 === "role")) || (data4 === "organization")) || (data4 === "status")) || (data4 === "registered"))){
const err15 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema27.properties.sort.enum}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data4 === "string"){
if(pattern1.test(data4)){
const err16 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.order !== undefined){
let data5 = data.order;
if(!((data5 === "asc") || (data5 === "desc"))){
const err18 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema27.properties.order.enum}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 === "string"){
if(pattern1.test(data5)){
const err19 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err20 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.limit !== undefined){
let data6 = data.limit;
if(typeof data6 === "string"){
if(!pattern9.test(data6)){
const err21 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,5}$"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(pattern1.test(data6)){
const err22 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.offset !== undefined){
let data7 = data.offset;
if(typeof data7 === "string"){
if(!pattern11.test(data7)){
const err24 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,8})$"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(pattern1.test(data7)){
const err25 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
