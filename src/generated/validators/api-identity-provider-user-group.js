// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-user-group.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-identity-provider-user-group.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-identity-provider-user-group.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-identity-provider-user-group.json","title":"caption.identityProviderGroupChange","type":"object","required":["groupType","action"],"properties":{"groupType":{"type":"string","title":"caption.group","minLength":1,"maxLength":50,"pattern":"^[A-Za-z][A-Za-z0-9_-]*$","messages":{"required":"field.required","pattern":"field.invalid"},"validCharacters":true},"action":{"type":"string","title":"caption.action","enum":["add","remove"],"validCharacters":true}},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-identity-provider-user-group.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.groupType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groupType"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.action === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groupType !== undefined){
let data0 = data.groupType;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err2 = {instancePath:instancePath+"/groupType",schemaPath:"#/properties/groupType/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/groupType",schemaPath:"#/properties/groupType/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/groupType",schemaPath:"#/properties/groupType/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_-]*$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern1.test(data0)){
const err5 = {instancePath:instancePath+"/groupType",schemaPath:"#/properties/groupType/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err6 = {instancePath:instancePath+"/groupType",schemaPath:"#/properties/groupType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.action !== undefined){
let data1 = data.action;
if(!((data1 === "add") || (data1 === "remove"))){
const err7 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/enum",keyword:"enum",params:{allowedValues: schema27.properties.action.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(pattern1.test(data1)){
const err8 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
