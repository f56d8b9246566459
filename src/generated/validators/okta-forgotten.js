// generated - do not edit: written by `npm run gen` from schemas/models/okta-forgotten.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/okta-forgotten.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/okta-forgotten.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/okta-forgotten.json","title":"accountAccess.title","type":"object","required":["helpType","username","emailaddress"],"properties":{"helpType":{"title":"caption.helpType","type":"integer","oneOf":[{"const":1,"title":"caption.helpType.password"},{"const":2,"title":"caption.helpType.username"}],"messages":{"required":"field.required"}},"username":{"title":"caption.username","type":"string","minLength":4,"maxLength":150,"messages":{"required":"field.required","minLength":"field.minLength","maxLength":"field.maxLength"},"validCharacters":true},"emailaddress":{"$ref":"#/definitions/email","title":"caption.emailAddress"}},"additionalProperties":false,"definitions":{"email":{"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true}}};
const schema28 = {"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/okta-forgotten.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.helpType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "helpType"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.username === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.emailaddress === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailaddress"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "helpType") || (key0 === "username")) || (key0 === "emailaddress"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.helpType !== undefined){
let data0 = data.helpType;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(1 !== data0){
const err5 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/oneOf/0/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(2 !== data0){
const err6 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/oneOf/1/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err7 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.username !== undefined){
let data1 = data.username;
if(typeof data1 === "string"){
if(func2(data1) > 150){
const err8 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 4){
const err9 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 4}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err11 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.emailaddress !== undefined){
let data2 = data.emailaddress;
if(typeof data2 === "string"){
if(func2(data2) > 75){
const err12 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data2) < 6){
const err13 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern1.test(data2)){
const err14 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(pattern0.test(data2)){
const err15 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"}};
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
const err16 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"}};
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

__validators["-7c186644"] = validate11;
const schema29 = {"const":1,"title":"caption.helpType.password","$id":"-7c186644"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7c186644" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["241f61d6"] = validate12;
const schema30 = {"const":2,"title":"caption.helpType.username","$id":"241f61d6"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="241f61d6" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}
